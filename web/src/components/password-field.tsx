import { useState } from 'react';
import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useT } from '../i18n/use-t';

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0" />
      <path d="M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * Password input with a show/hide toggle (a light stand-in for Mantine's which weighs
 * on the first load of /login).
 */
export function PasswordField(props: Omit<TextInputProps, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'password.hide' : 'password.show')}
          aria-pressed={visible}
          className="covey-icon-link"
          style={{ width: 32, height: 32 }}
        >
          <EyeIcon off={visible} />
        </UnstyledButton>
      }
    />
  );
}
