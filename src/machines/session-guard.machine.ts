import { assign, emit, fromPromise, setup } from 'xstate'
import type { Profile } from '../api/contract/schemas/auth'
import { catalogueMessage } from '../api/contract/terms/error-catalogue'
import { loginRoute, type Role } from '../api/contract/terms/roles'

// The session guard of one area (docs/spec.md#session-check, #error-catalogue). Pure: the token_login call is an actor
// the caller provides, and toasts / redirects are emitted events the caller turns into effects.

/** What token_login answers: `{ data: profile }` when signed in; a `message` field means "denied". */
export interface TokenLoginAnswer {
  data?: Profile
  message?: string
}
export type CheckSession = (role: Role) => Promise<TokenLoginAnswer>

export type GuardEvent =
  | { type: 'CHECK'; path: string }
  | { type: 'SIGNED_IN'; profile: Profile }
  | { type: 'SIGNED_OUT' }
export type GuardEmitted = { type: 'toast'; message: string } | { type: 'redirect'; to: string }

/** A child route named login is exempt from the check (docs/spec.md#area-logins). `path` is relative to the area. */
export const isLoginChild = (path: string) => /^\/?login\/?$/.test(path.split(/[?#]/)[0] ?? '')

/** A failed call's HTTP status, whatever shape the provided actor's error has. */
export const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
  if (typeof status === 'number') return status
  return typeof statusCode === 'number' ? statusCode : undefined
}

/**
 * The profile confirmed on this device the last time the server answered, if the caller keeps one. A check that
 * gets NO answer at all (offline, network error) falls back to it, so a community member at a stadium without
 * signal keeps their area (and their outbox) across reloads; any answer from the server still decides.
 */
export type RecallProfile = (role: Role) => Profile | null

export function createSessionGuardMachine(role: Role, checkSession: CheckSession, recall?: RecallProfile) {
  const login = loginRoute[role]
  return setup({
    types: {
      /** `offline`: allowed on the remembered profile because the server could not be reached. */
      context: {} as { role: Role; path: string; profile: Profile | null; offline: boolean },
      events: {} as GuardEvent,
      emitted: {} as GuardEmitted,
    },
    actors: {
      checkSession: fromPromise<TokenLoginAnswer, Role>(({ input }) => checkSession(input)),
    },
    guards: {
      isLoginChild: ({ event }) => event.type === 'CHECK' && isLoginChild(event.path),
      unreachableButKnown: ({ event }) =>
        statusOf((event as { error?: unknown }).error) === undefined && recall?.(role) != null,
      hasMessage: ({ event }) =>
        'output' in event && typeof (event.output as TokenLoginAnswer | undefined)?.message === 'string',
    },
    actions: {
      rememberPath: assign({
        path: ({ event, context }) => (event.type === 'CHECK' ? event.path : context.path),
      }),
      forgetProfile: assign({ profile: null }),
      redirectToLogin: emit({ type: 'redirect', to: login }),
    },
  }).createMachine({
    id: `session-guard-${role}`,
    context: { role, path: '', profile: null, offline: false },
    initial: 'idle',
    on: {
      CHECK: [
        { guard: 'isLoginChild', target: '.open', actions: 'rememberPath' },
        { target: '.checking', reenter: true, actions: 'rememberPath' },
      ],
      SIGNED_IN: { actions: assign({ profile: ({ event }) => event.profile }) },
      SIGNED_OUT: { actions: 'forgetProfile' },
    },
    states: {
      idle: {},
      /** The login child route: shown to anyone. */
      open: { tags: 'render' },
      checking: {
        invoke: {
          src: 'checkSession',
          input: ({ context }) => context.role,
          onDone: [
            { guard: 'hasMessage', target: 'denied' },
            {
              target: 'allowed',
              actions: assign({ profile: ({ event }) => event.output.data ?? null, offline: false }),
            },
          ],
          onError: [
            {
              guard: 'unreachableButKnown',
              target: 'allowed',
              actions: assign({ profile: () => recall?.(role) ?? null, offline: true }),
            },
            { target: 'failed' },
          ],
        },
      },
      allowed: { tags: 'render' },
      // The spec leaves open whether a denial redirects (docs/spec.md#session-check); a denied visitor cannot use the
      // area, so it does.
      denied: { entry: ['forgetProfile', 'redirectToLogin'] },
      failed: {
        entry: [
          'forgetProfile',
          emit(({ event }) => ({
            type: 'toast' as const,
            message: catalogueMessage(statusOf((event as { error?: unknown }).error)),
          })),
          'redirectToLogin',
        ],
      },
    },
  })
}

export type SessionGuardMachine = ReturnType<typeof createSessionGuardMachine>

/** The area may be shown: on the login child, once allowed, or while re-checking a known signed-in user. */
export const showsArea = (snapshot: {
  hasTag: (tag: 'render') => boolean
  matches: (state: 'checking') => boolean
  context: { profile: Profile | null }
}) => snapshot.hasTag('render') || (snapshot.matches('checking') && snapshot.context.profile !== null)
