import { createActor } from 'xstate'
import { loadingMachine } from '../machines/loading.machine'

/** The one loading counter of the app: the API client drives it, the spinner in the app shell shows it. */
export const loadingActor = createActor(loadingMachine).start()
