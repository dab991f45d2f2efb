interface Props {
  holder: string;
  className?: string;
}

/** '© <year> <holder>', the year taken at render time. */
export function Copyright({ holder, className }: Props) {
  return (
    // A page generated before New Year may be hydrated after it: the server's year then stands.
    <p className={className} suppressHydrationWarning>
      © {new Date().getFullYear()} {holder}
    </p>
  );
}
