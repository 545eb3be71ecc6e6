import { useState } from 'react';

export interface UserAvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}

/** A profile picture that falls back to the default user icon when absent or broken. */
export function UserAvatar({ src, alt, size = 36, className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src && failedSrc !== src;
  const style = { width: size, height: size, borderRadius: '50%', objectFit: 'cover' as const, flexShrink: 0 };
  if (showImage) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        style={style}
        className={className}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <svg
      // An empty alt marks a decorative picture (a name beside it says who): hidden, like <img alt="">.
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      style={style}
      className={className}
    >
      <rect width="40" height="40" rx="20" fill="#e7e9ee" />
      <circle cx="20" cy="16" r="7" fill="#8a91a0" />
      <path d="M7 35c2-7 7-10 13-10s11 3 13 10" fill="#8a91a0" />
    </svg>
  );
}
