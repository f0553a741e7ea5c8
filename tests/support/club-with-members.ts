import { expect } from 'vitest'
import { workspacePaths } from '../../src/api/contract/terms/paths'
import type { WorkspaceRole } from '../../src/api/contract/terms/workspaces'
import { joinClub } from './join-club'
import type { TestApp } from './test-app'

// A club — a recruitment department's workspace (decision 0052) — made as users make one: a fresh scout signs in
// and creates it (so he heads it), and fresh scouts sign in and join it from the invitation mailed them, each in
// the role the test names — `clubWithMembers(t, { name, members: { analyst: 'analyst' } })` answers the head and
// `members.analyst`. Another club's head is the same call with no members. A refused step fails the test with the
// server's answer.

export type SignedInScout = Awaited<ReturnType<TestApp['loginAs']>>

export interface ClubWithMembers<Name extends string> {
  /** The workspace as its creation answered it (its uid, name, …). */
  club: { uid: string; name: string }
  head: SignedInScout
  /** Each member by the name the test gave him, already joined in his role. */
  members: Record<Name, SignedInScout>
}

let serial = 0

export async function clubWithMembers<Name extends string = never>(
  t: TestApp,
  options: { name?: string; members?: Record<Name, WorkspaceRole> } = {},
): Promise<ClubWithMembers<Name>> {
  const { name = `Club ${++serial}`, members = {} as Record<Name, WorkspaceRole> } = options
  const names = Object.keys(members) as Name[]
  const [head, ...joining] = await Promise.all([null, ...names].map(() => t.loginAs('scout')))
  const made = await head!.inject({ method: 'POST', url: workspacePaths.create, payload: { name } })
  expect(made.statusCode, made.body).toBe(201)
  const joined = {} as Record<Name, SignedInScout>
  // One after another, in the order given: the club's activity tells the joins in that order.
  for (const [i, who] of names.entries()) {
    joined[who] = joining[i]!
    await joinClub(t, head!, joined[who], members[who])
  }
  return { club: made.json().data, head: head!, members: joined }
}
