import { type ImgHTMLAttributes, useEffect, useState } from 'react'
import { pictureCopy } from '../api/read-cache/cached-read'

// A picture that, when the network cannot bring it, shows the bytes saved with the user's offline copies (the
// service worker keeps no per-user picture). Without a saved copy it shows nothing rather than a broken image.

export function OfflinePicture({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [shown, setShown] = useState<string | null>(src)
  useEffect(() => setShown(src), [src])
  useEffect(() => {
    if (!shown?.startsWith('blob:')) return
    return () => URL.revokeObjectURL(shown)
  }, [shown])
  if (!shown) return null
  return (
    <img
      {...rest}
      src={shown}
      alt={rest.alt ?? ''}
      onError={() => {
        if (shown !== src) return setShown(null)
        pictureCopy(src).then((copy) => setShown(copy ?? null))
      }}
    />
  )
}
