import { useState } from 'react'
import type { Profile } from '../../api/contract/schemas/auth'
import { PROFILE_MAX } from '../../api/contract/terms/writing-limits'
import { useRecord } from '../../api/use-read'
import { OwnAccountCard } from '../../connected/own-account-card'
import { useFormAction } from '../../connected/use-form-action'
import { Field, FormMessage } from '../../ui/field'
import { Spinner } from '../../ui/spinner'
import { useDocumentTitle } from '../../ui/use-document-title'
import { loadScoutProfile, saveScoutProfile } from './profile-api'

// The scout's own profile (GET/PUT /api/scout/profile). A field emptied on purpose is cleared (sent as null); a
// field that was blank and stays blank is not sent (docs/spec.md#form-bodies).

const editable = ['name', 'phone', 'organisation', 'country', 'bio'] as const

export function ScoutProfilePage({
  onSaved,
  onDeleted,
}: {
  onSaved: (profile: Profile) => void
  /** The account deleted itself: the area signs out. */
  onDeleted: () => void
}) {
  useDocumentTitle('Your profile')
  const read = useRecord(() => loadScoutProfile(), [])
  // After a save the page shows what the server stored, without loading it again.
  const [saved, setProfile] = useState<Profile>()
  const profile = saved ?? read.data ?? null
  const loadFailed = read.error !== undefined

  const form = useFormAction(editable, async (values) => {
    // The form drops blank fields; every editable one is compared, so an emptied field is seen as emptied.
    const all = Object.fromEntries(editable.map((key) => [key, values[key] ?? '']))
    const saved = await saveScoutProfile(profile!, all)
    setProfile(saved)
    onSaved(saved)
  })

  return (
    <>
      <div className="page-head">
        <div>
          <h1>Your profile</h1>
          <p>How the provider and the clubs you contact see you.</p>
        </div>
      </div>
      {loadFailed ? (
        <FormMessage kind="error">Your profile could not be loaded. Try again later.</FormMessage>
      ) : null}
      {!profile && !loadFailed ? <Spinner label="Loading your profile" /> : null}
      {profile ? (
        <div className="grid">
          <section className="card stack" aria-labelledby="account-title">
            <h2 id="account-title">Account</h2>
            <dl className="definition">
              <dt>Username</dt>
              <dd>{profile.username ?? '—'}</dd>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </dl>
          </section>
          <section className="card" aria-labelledby="details-title">
            <form className="form" onSubmit={form.onSubmit}>
              <h2 id="details-title">Details</h2>
              {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
              <Field
                label="Name"
                name="name"
                autoComplete="name"
                maxLength={PROFILE_MAX.name}
                defaultValue={profile.name ?? ''}
                error={form.fieldErrors.name}
              />
              <Field
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={PROFILE_MAX.phone}
                defaultValue={profile.phone ?? ''}
                error={form.fieldErrors.phone}
              />
              <Field
                label="Club or organisation"
                name="organisation"
                autoComplete="organization"
                maxLength={PROFILE_MAX.organisation}
                defaultValue={profile.organisation ?? ''}
                error={form.fieldErrors.organisation}
              />
              <Field
                label="Country"
                name="country"
                autoComplete="country-name"
                maxLength={PROFILE_MAX.country}
                defaultValue={profile.country ?? ''}
                error={form.fieldErrors.country}
              />
              <Field
                label="About you"
                name="bio"
                multiline
                maxLength={PROFILE_MAX.bio}
                defaultValue={profile.bio ?? ''}
                hint="What you scout for: positions, age groups, regions."
                error={form.fieldErrors.bio}
              />
              <p className="hint">Empty a field and save to remove it from your profile.</p>
              <button type="submit" className="btn btn-primary" disabled={form.busy}>
                {form.busy ? 'Saving…' : 'Save profile'}
              </button>
            </form>
          </section>
          <OwnAccountCard area="scout" onDeleted={onDeleted} />
        </div>
      ) : null}
    </>
  )
}
