import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import {
  ApiError,
  areaOfUrl,
  describeFailure,
  errorMessageFor,
  isRelativeUrl,
  loginRedirectFor,
  readCookie,
  toApiError,
  xsrfTokenFor,
} from '../../../src/api/request-rules'

const cookies = 'theme=dark; XSRF-TOKEN=abc.def%3D; other=1'

describe('API client rules', () => {
  it('reads a cookie by exact name, decoded', () => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe('abc.def=')
    expect(readCookie(cookies, 'TOKEN')).toBeUndefined()
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined()
  })

  it('treats only same-origin paths as relative', () => {
    expect(['/api/x', '/'].map(isRelativeUrl)).toEqual([true, true])
    expect(['//evil.example/api', 'https://evil.example/api', 'api/x'].map(isRelativeUrl)).toEqual([
      false,
      false,
      false,
    ])
  })

  it('adds the XSRF token to every non-GET request to a relative URL, and to nothing else', () => {
    const token = (method: string, url: string) => xsrfTokenFor(method, url, cookies, 'XSRF-TOKEN')
    expect(['POST', 'PUT', 'DELETE', 'PATCH', 'post'].map((m) => token(m, '/api/scout/profile'))).toEqual(
      Array(5).fill('abc.def='),
    )
    expect(token('GET', '/api/scout/profile')).toBeUndefined()
    expect(token('HEAD', '/api/scout/profile')).toBeUndefined()
    expect(token('POST', 'https://player.vimeo.com/upload')).toBeUndefined()
    expect(token('POST', '//cdn.example/x')).toBeUndefined()
    expect(xsrfTokenFor('POST', '/api/x', 'theme=dark', 'XSRF-TOKEN')).toBeUndefined()
  })

  it('knows which area an API URL belongs to', () => {
    expect(areaOfUrl('/api/admin/profile')).toBe('admin')
    expect(areaOfUrl('/api/community/player?page=2')).toBe('community')
    expect(areaOfUrl('/api/scout/notes/1')).toBe('scout')
    expect(areaOfUrl('/api/health')).toBeUndefined()
    expect(areaOfUrl('/api/other/x')).toBeUndefined()
  })

  it('sends a 401 on an area API to that area’s login', () => {
    expect(loginRedirectFor('/api/admin/profile', 401)).toBe('/admin/login')
    expect(loginRedirectFor('/api/community/player/abc', 401)).toBe('/community/login')
    expect(loginRedirectFor('/api/scout/shortlisted?page=1', 401)).toBe('/login')
  })

  it('does not redirect on a 401 that is an answer (wrong password, no session yet) or on other statuses', () => {
    for (const endpoint of ['login', 'token_login', 'logout_all', 'forget-password', 'reset-password']) {
      expect(loginRedirectFor(`/api/community/${endpoint}`, 401)).toBeUndefined()
    }
    expect(loginRedirectFor('/api/scout/register', 401)).toBeUndefined()
    expect(loginRedirectFor('/api/scout/validate_username?username=x', 401)).toBeUndefined()
    expect(loginRedirectFor('/api/admin/profile', 403)).toBeUndefined()
    expect(loginRedirectFor('/api/health', 401)).toBeUndefined()
  })

  it('shows the server’s message for 4xx and the catalogue for 5xx and network failures', () => {
    expect(errorMessageFor(409, { message: 'This player changed meanwhile' })).toBe(
      'This player changed meanwhile',
    )
    expect(errorMessageFor(401, { message: 'Wrong email or password' })).toBe('Wrong email or password')
    expect(errorMessageFor(500, { message: 'TypeError: x is undefined at …' })).toBe(
      'Internal Server Error try again later',
    )
    expect(errorMessageFor(503, { message: 'Database unreachable' })).toBe('Something went wrong')
    expect(errorMessageFor(401, 'not json')).toBe('User not authenticated Please login')
    expect(errorMessageFor(404, undefined)).toBe('Something went wrong')
    expect(errorMessageFor(undefined, undefined)).toBe('Something went wrong')
  })

  it('normalises what ofetch throws into an ApiError', () => {
    const fetchError = Object.assign(new FetchError('[POST] "/api/scout/register": 400'), {
      status: 400,
      data: {
        message: 'Invalid body',
        code: 'VALIDATION',
        issues: [{ path: 'email', message: 'Enter a valid email address' }],
      },
    })
    const error = toApiError(fetchError)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Invalid body', code: 'VALIDATION', aborted: false })
    expect(error.issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }])

    const offline = toApiError(new TypeError('Failed to fetch'))
    expect(offline).toMatchObject({ status: undefined, message: 'Something went wrong', issues: [] })

    const aborted = toApiError(
      Object.assign(new FetchError('aborted'), { cause: new DOMException('x', 'AbortError') }),
    )
    expect(aborted.aborted).toBe(true)
    expect(toApiError(error)).toBe(error)
  })

  it('splits a failure into issues beside known fields and one message for the rest', () => {
    const withIssues = new ApiError('Invalid body', 400, [
      { path: 'username', message: 'This username is taken' },
      { path: 'username', message: 'second issue on the same field' },
      { path: 'token', message: 'This reset link has expired' },
    ])
    expect(describeFailure(withIssues, ['username', 'email'])).toEqual({
      fieldErrors: { username: 'This username is taken' },
      message: 'This reset link has expired',
    })
    expect(describeFailure(new ApiError('Wrong email or password', 401), ['email'])).toEqual({
      fieldErrors: {},
      message: 'Wrong email or password',
    })
    expect(
      describeFailure(new ApiError('x', 400, [{ path: 'email', message: 'Enter a valid email address' }]), [
        'email',
      ]),
    ).toEqual({ fieldErrors: { email: 'Enter a valid email address' }, message: undefined })
  })
})
