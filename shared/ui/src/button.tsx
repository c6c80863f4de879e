import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './link';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: Variant;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

interface ButtonLinkProps extends LinkProps {
  readonly variant?: Variant;
}

export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, className)} {...rest} />;
}
