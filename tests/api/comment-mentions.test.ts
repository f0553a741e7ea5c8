import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlesOf, mentionedTexts } from '../../server/domain/alerts/comment-mentions'
import { alertsSettled } from '../support/alerts-settled'
import { clubWithMembers } from '../support/club-with-members'
import { factories, type Made } from '../support/factories'
import type { TestClient } from '../support/http-client'
import { buildTestApp, type TestApp } from '../support/test-app'

// A club member named with "@" in one of the club's threads hears of it in his inbox (kind comment_mention,
// server/domain/alerts/comment-mentions.ts): by his whole name, his username or an unshared first name, once, with
// the comment's words; the author, the others of the club and anyone outside it hear nothing.

type Client = TestClient & {
  account: { uid: string; email: string; name: string | null; username: string | null }
}
type Item = { kind: string; reason: string; player?: { uid: string } }

let t: TestApp
let head: Client
let analyst: Client
let colleague: Client
let outsider: Client
let player: Made

const data = async (client: TestClient, method: string, url: string, payload?: object, status = 200) => {
  const res = await client.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status)
  return res.json().data
}
const mentions = async (client: TestClient): Promise<Item[]> =>
  (await data(client, 'GET', '/api/scout/inbox')).items.filter((i: Item) => i.kind === 'comment_mention')
const comment = (client: TestClient, body: string) =>
  data(client, 'POST', `/api/scout/player/${player.uid}/comments`, { body }, 201)

const settled = () => alertsSettled(t.db)

beforeAll(async () => {
  t = await buildTestApp()
  ;({
    head,
    members: { analyst, colleague },
  } = await clubWithMembers(t, { name: 'Talking Club', members: { analyst: 'analyst', colleague: 'scout' } }))
  outsider = (await clubWithMembers(t, { name: 'Listening Club' })).head
  player = await factories(await t.loginAs('community')).player({ name: 'Talked About', main_position: 'CM' })
})
afterAll(() => t.close())

describe('a comment that names a colleague with @', () => {
  it('reaches the colleague named by his whole name, with who wrote it, on whom and what it says', async () => {
    // Accents, case and the comma after the name do not matter; the outsider's username names nobody here.
    await comment(
      head,
      `@${analyst.account.name!.toUpperCase()}, look at his first touch — and @${outsider.account.username}`,
    )
    await settled()
    const [item, ...more] = await mentions(analyst)
    expect(more).toEqual([])
    expect(item!.reason).toBe(
      `${head.account.name} mentioned you on Talked About: “@${analyst.account.name!.toUpperCase()}, look at his first touch — and @${outsider.account.username}”`,
    )
    expect(item!.player?.uid).toBe(player.uid)
    for (const nobody of [head, colleague, outsider]) expect(await mentions(nobody)).toEqual([])
  })

  it('names a colleague by his username too, and never tells the author of his own comment', async () => {
    await comment(
      colleague,
      `@${head.account.username} agreed. Noted for myself: @${colleague.account.username}`,
    )
    await settled()
    expect((await mentions(head)).map((i) => i.reason)).toEqual([
      `${colleague.account.name} mentioned you on Talked About: “@${head.account.username} agreed. Noted for myself: @${colleague.account.username}”`,
    ])
    expect(await mentions(colleague)).toEqual([])
  })

  it('raises nothing for an address, a comment naming nobody, or a colleague who switched the kind off', async () => {
    // Without the word start rule this address would name the analyst by his username.
    await comment(head, `Mail his agent at agent@${analyst.account.username}.example`)
    await comment(head, 'No one named here, just @ and a thought')
    await settled()
    expect(await mentions(analyst)).toHaveLength(1) // the first test's only
    await data(analyst, 'PUT', '/api/scout/alert-settings', {
      settings: [{ kind: 'comment_mention', inbox: false }],
    })
    await comment(head, `@${analyst.account.name} once more`)
    await settled()
    expect(await mentions(analyst)).toHaveLength(1) // the first test's only
  })
})

describe('who a comment names', () => {
  const members = [
    { uid: 'a', name: 'Ana López', username: 'ana-l' },
    { uid: 'b', name: 'Ana Ruiz', username: 'aruiz' },
    { uid: 'c', name: 'Tomás Vidal', username: null },
  ]
  it('answers to whole name, username, and a first name only when no other member shares it', () => {
    expect(handlesOf(members[0]!, members)).toEqual(['ana lopez', 'ana-l'])
    expect(handlesOf(members[2]!, members)).toEqual(['tomas vidal', 'tomas'])
  })
  it('reads the words after each @ that starts a word, not one inside an address', () => {
    expect(mentionedTexts('Ask @Tomás, and mail ana@club.example')).toEqual([
      'tomas and mail ana clubexample',
    ])
  })
})
