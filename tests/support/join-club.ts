import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { mailOutbox } from '../../server/db/schema/index'
import { workspacePaths } from '../../src/api/contract/terms/paths'
import type { WorkspaceRole } from '../../src/api/contract/terms/workspaces'
import type { TestClient } from './http-client'
import type { TestApp } from './test-app'

// A scout joins a club as a user does: its head invites his address with a role, and he accepts from the link
// the invitation mailed him (decision 0052). Answers the acceptance's data (the club). A club with its members
// from the start is clubWithMembers (club-with-members.ts); this adds one to a club that already is.

export async function joinClub(
  t: TestApp,
  head: TestClient,
  member: TestClient & { account: { email: string } },
  role: WorkspaceRole,
) {
  const invited = await head.inject({
    method: 'POST',
    url: workspacePaths.invitations,
    payload: { email: member.account.email, role },
  })
  expect(invited.statusCode, invited.body).toBe(201)
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, member.account.email))
    .orderBy(desc(mailOutbox.createdAt))
  const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
  const accepted = await member.inject({
    method: 'POST',
    url: workspacePaths.accept,
    payload: { token },
  })
  expect(accepted.statusCode, accepted.body).toBe(200)
  return accepted.json().data
}
