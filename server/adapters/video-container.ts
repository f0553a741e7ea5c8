// A video's container checked beyond its first bytes, as it streams in (no ffprobe needed): an MP4 must be a
// chain of boxes that ends exactly at the end of the file, starting with `ftyp` and holding a movie header
// (`moov`) and media (`mdat` or fragments); a WebM must open with an EBML header whose DocType is webm (or
// matroska) followed by its Segment. A renamed or truncated file, or another format behind the right magic
// bytes, is refused with the reason.

export interface ContainerCheck {
  push(chunk: Buffer): void
  /** Undefined when the container holds together, else what is wrong with it. */
  end(): string | undefined
}

export function mp4Boxes(): ContainerCheck {
  let pos = 0
  let boxStart = 0
  let boxEnd = 0
  let header = Buffer.alloc(0)
  let awaitingHeader = true
  let problem: string | undefined
  const types: string[] = []

  const readHeader = () => {
    const size32 = header.readUInt32BE(0)
    const long = size32 === 1
    if (long && header.length < 16) return false
    const type = header.toString('latin1', 4, 8)
    if (!/^[\x20-\x7e]{4}$/.test(type)) {
      problem = `not a chain of MP4 boxes (at byte ${boxStart})`
      return true
    }
    const headerLength = long ? 16 : 8
    const size = size32 === 0 ? Number.POSITIVE_INFINITY : long ? Number(header.readBigUInt64BE(8)) : size32
    if (size < headerLength) {
      problem = `a box that is smaller than its own header (at byte ${boxStart})`
      return true
    }
    types.push(type)
    boxEnd = boxStart + size
    header = Buffer.alloc(0)
    awaitingHeader = false
    return true
  }

  return {
    push(chunk) {
      let i = 0
      while (i < chunk.length && !problem) {
        if (awaitingHeader) {
          const need = (header.length >= 4 && header.readUInt32BE(0) === 1 ? 16 : 8) - header.length
          const take = Math.min(need, chunk.length - i)
          header = Buffer.concat([header, chunk.subarray(i, i + take)])
          i += take
          pos += take
          if (header.length >= 8) readHeader()
        } else {
          const skip = Math.min(boxEnd - pos, chunk.length - i)
          i += skip
          pos += skip
          if (pos === boxEnd) {
            boxStart = boxEnd
            awaitingHeader = true
          }
        }
      }
    },
    end() {
      if (problem) return problem
      if (!awaitingHeader && boxEnd !== Number.POSITIVE_INFINITY)
        return 'the file ends inside a box: it was cut off before the end'
      if (header.length > 0) return 'the file ends inside a box header: it was cut off before the end'
      if (types[0] !== 'ftyp') return 'it does not start with a file type box (ftyp)'
      if (!types.includes('moov')) return 'it has no movie header (moov), so no player can open it'
      if (!types.includes('mdat') && !types.includes('moof')) return 'it holds no media data (mdat)'
      return undefined
    },
  }
}

/** Reads an EBML variable-length integer at `at`: its value and length, or undefined if it runs past `bytes`. */
function vint(bytes: Buffer, at: number): { value: number; length: number } | undefined {
  const first = bytes[at]
  if (first === undefined || first === 0) return undefined
  const length = Math.clz32(first) - 23
  if (at + length > bytes.length) return undefined
  let value = first & (0xff >> length)
  for (let k = 1; k < length; k++) value = value * 256 + bytes[at + k]!
  return { value, length }
}

export function webmHeader(): ContainerCheck {
  let head = Buffer.alloc(0)
  return {
    push(chunk) {
      if (head.length < 512) head = Buffer.concat([head, chunk.subarray(0, 512 - head.length)])
    },
    end() {
      if (head.readUInt32BE(0) !== 0x1a45dfa3) return 'it does not start with an EBML header'
      const size = vint(head, 4)
      if (!size) return 'its EBML header is cut off'
      const headerEnd = 4 + size.length + size.value
      const docType = head.subarray(4 + size.length, headerEnd).toString('latin1')
      if (!/webm|matroska/.test(docType)) return 'its EBML header does not say webm'
      if (head.length < headerEnd + 4 || head.readUInt32BE(headerEnd) !== 0x18538067)
        return 'no Segment follows its header: it was cut off or is not a WebM video'
      return undefined
    },
  }
}

/** The check for a sniffed video type. */
export const containerCheck = (extension: string): ContainerCheck | undefined =>
  extension === 'mp4' ? mp4Boxes() : extension === 'webm' ? webmHeader() : undefined
