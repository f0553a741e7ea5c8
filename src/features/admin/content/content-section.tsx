import { Link, Route, Switch, useLocation } from 'wouter'
import {
  type ContentItem,
  type ContentKindInfo,
  contentKinds,
} from '../../../api/contract/schemas/site-content'
import { useRecord } from '../../../api/use-read'
import { Crumbs } from '../../../ui/crumbs'
import { NotFoundPage } from '../../../ui/not-found-page'
import { Spinner } from '../../../ui/spinner'
import { useDocumentTitle } from '../../../ui/use-document-title'
import styles from './content.module.css'
import { loadContent } from './content-api'
import { ContentForm } from './content-form'
import { ContentList } from './content-list'

// /admin/content: every kind of site content — an index, each kind's list (or its single page), and the
// editor for a new or an existing item. What is saved shows on /home on the next load.

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const infoOf = (slug: string) => contentKinds.find((k) => k.kind === slug)

export default function ContentSection() {
  return (
    <Switch>
      <Route path="/" component={ContentIndex} />
      <Route path="/:kind/new">
        {(p) => <WithKind slug={p.kind} render={(info) => <ItemPage info={info} uid={null} />} />}
      </Route>
      <Route path="/:kind/:uid">
        {(p) => (
          <WithKind slug={p.kind} render={(info) => <ItemPage key={p.uid} info={info} uid={p.uid} />} />
        )}
      </Route>
      <Route path="/:kind">
        {(p) => <WithKind slug={p.kind} render={(info) => <KindPage key={info.kind} info={info} />} />}
      </Route>
    </Switch>
  )
}

function WithKind({ slug, render }: { slug: string; render: (info: ContentKindInfo) => React.ReactElement }) {
  const info = infoOf(slug)
  return info ? render(info) : <NotFoundPage />
}

function ContentIndex() {
  useDocumentTitle('Site content')
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Site content</h1>
          <p>What the public site and the scouts’ news show. Changes appear on the next page load.</p>
        </div>
      </div>
      <ul className={styles.contentKinds}>
        {contentKinds.map((info) => (
          <li key={info.kind} className="card">
            <Link href={`/${info.kind}`}>{cap(info.plural)}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}

function KindPage({ info }: { info: ContentKindInfo }) {
  useDocumentTitle(cap(info.plural))
  const read = useRecord(() => loadContent(info), [info.kind])
  const trail = [{ href: '/', label: 'Site content' }]
  if (read.error)
    return (
      <p className="form-message" data-kind="error" role="alert">
        This content could not be loaded.
      </p>
    )
  if (read.data === undefined) return <Spinner label="Loading" />
  if (info.single)
    return (
      <>
        <div className="page-head">
          <div>
            <Crumbs trail={trail} />
            <h1>{cap(info.label)}</h1>
          </div>
        </div>
        <ContentForm info={info} item={read.data as ContentItem | null} onSaved={() => read.reload()} />
      </>
    )
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs trail={trail} />
          <h1>{cap(info.plural)}</h1>
        </div>
        <Link href={`/${info.kind}/new`} className="btn btn-primary">
          New {info.label}
        </Link>
      </div>
      <ContentList info={info} items={read.data as ContentItem[]} onChanged={() => read.reload()} />
    </>
  )
}

function ItemPage({ info, uid }: { info: ContentKindInfo; uid: string | null }) {
  const [, navigate] = useLocation()
  const read = useRecord(() => loadContent(info), [info.kind])
  const item = uid ? ((read.data as ContentItem[] | undefined)?.find((i) => i.uid === uid) ?? null) : null
  useDocumentTitle(uid ? `Edit ${info.label}` : `New ${info.label}`)
  if (uid && read.data === undefined) return <Spinner label="Loading" />
  if (uid && !item) return <NotFoundPage />
  return (
    <>
      <div className="page-head">
        <div>
          <Crumbs
            trail={[
              { href: '/', label: 'Site content' },
              { href: `/${info.kind}`, label: cap(info.plural) },
            ]}
          />
          <h1>{uid ? `Edit ${info.label}` : `New ${info.label}`}</h1>
        </div>
      </div>
      <ContentForm info={info} item={item} onSaved={() => navigate(`/${info.kind}`)} />
    </>
  )
}
