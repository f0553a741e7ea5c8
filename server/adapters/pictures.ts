import { uuidv7 } from 'uuidv7'
import type { ReceivedFile } from '../domain/uploads/received-file'
import { processPicture } from './file-types'
import { randomName, type Storage } from './storage/storage'

// Storing a picture: checked by its bytes and re-encoded by sharp (file-types.ts), written with its thumbnail
// beside it (`<name>-thumb.webp`), each invisible until complete. Used by uploads (plugins/uploads-receive.ts)
// and by the demo seed.

async function write(storage: Storage, data: Buffer, name: string) {
  const pending = storage.begin(name)
  try {
    await pending.write(data)
    await pending.commit()
  } catch (err) {
    await pending.abort()
    throw err
  }
}

/** A picture as sent: checked by its bytes, re-encoded by sharp (no EXIF), stored with its thumbnail. */
export async function storePicture(
  storage: Storage,
  input: Buffer,
  originalName: string | null,
): Promise<ReceivedFile> {
  const { full, thumb } = await processPicture(input)
  const storedName = randomName(full.sniffed.extension)
  const thumbName = storedName.replace(/\.\w+$/, '-thumb.webp')
  await write(storage, full.data, storedName)
  await write(storage, thumb, thumbName).catch(async (err) => {
    await storage.remove(storedName)
    throw err
  })
  return {
    uid: uuidv7(),
    kind: 'picture',
    originalName,
    storedName,
    thumbName,
    mime: full.sniffed.mime,
    sizeBytes: full.data.length,
    width: full.width,
    height: full.height,
  }
}
