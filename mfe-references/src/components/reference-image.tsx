import type { Reference } from '../content/types';

/** Intrinsic size of every cover illustration (16:10); the attributes reserve the space before it loads. */
const referenceImageSize = { width: 640, height: 400 } as const;

interface ReferenceImageProps {
  readonly reference: Pick<Reference, 'image' | 'imageAlt'>;
  /** Beside a visible title the illustration adds nothing a screen reader should announce. */
  readonly decorative?: boolean;
  /** The detail page's illustration is its largest element: fetch it first. */
  readonly priority?: boolean;
  readonly className?: string;
}

export function ReferenceImage({ reference, decorative = false, priority = false, className }: ReferenceImageProps) {
  return (
    <img
      src={reference.image}
      alt={decorative ? '' : reference.imageAlt}
      width={referenceImageSize.width}
      height={referenceImageSize.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
