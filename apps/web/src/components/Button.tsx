import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** The class names of a button, for links that look like buttons. */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleOptions) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
