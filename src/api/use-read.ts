import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiError, toApiError } from './request-rules'

// The one way a screen reads: `useRecord` for one thing, `useList` for a page that follows typed input. Each
// aborts the previous request when its inputs change (a newer keystroke wins, a late answer never overwrites a
// newer one), says whether it is loading, keeps the failure as an ApiError, and can be reloaded after a write.
// Screens describe WHAT to load (a loader and the inputs it depends on); they never write the effect themselves.

export interface Read<T> {
  data?: T
  error?: ApiError
  loading: boolean
  /** Loads again with the same inputs (after a write that changed the data). */
  reload: () => void
}

interface ReadOptions {
  /** Waits this long after the last change of the inputs before loading (typed search). */
  debounceMs?: number
  /** Shows the previous answer while the next one loads (lists), instead of nothing (a record of another id). */
  keepPrevious?: boolean
  /** Loads nothing while true (e.g. an impossible filter range, an empty search box). */
  skip?: boolean
}

function useRead<T>(
  load: (signal: AbortSignal) => Promise<T>,
  inputs: readonly unknown[],
  { debounceMs = 0, keepPrevious = false, skip = false }: ReadOptions,
): Read<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: !skip })
  const [round, setRound] = useState(0)
  const loader = useRef(load)
  loader.current = load
  // The inputs, compared by value: a new object with the same filters is not a new request.
  const key = JSON.stringify(inputs)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the inputs; `round` is a reload.
  useEffect(() => {
    if (skip) return setState((s) => ({ ...s, loading: false }))
    const controller = new AbortController()
    setState((s) => (keepPrevious ? { ...s, loading: true } : { loading: true }))
    const timer = setTimeout(() => {
      loader.current(controller.signal).then(
        (data) => controller.signal.aborted || setState({ data, loading: false }),
        (error: unknown) => {
          const failure = toApiError(error)
          if (!failure.aborted && !controller.signal.aborted)
            setState((s) => ({ data: keepPrevious ? s.data : undefined, error: failure, loading: false }))
        },
      )
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, round, skip, debounceMs, keepPrevious])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { ...state, reload }
}

/** One record (or any single answer): loads when `inputs` change, shows nothing of the previous one. */
export const useRecord = <T>(
  load: (signal: AbortSignal) => Promise<T>,
  inputs: readonly unknown[],
  skip = false,
) => useRead(load, inputs, { skip })

/** A page of a list that follows typed input: debounced, keeps the previous page on screen while loading. */
export const useList = <T>(
  load: (signal: AbortSignal) => Promise<T>,
  inputs: readonly unknown[],
  options: { debounceMs?: number; skip?: boolean } = {},
) => useRead(load, inputs, { debounceMs: options.debounceMs ?? 200, keepPrevious: true, skip: options.skip })
