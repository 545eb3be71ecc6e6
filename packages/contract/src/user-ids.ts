// Without the validation library, so that a screen can import it (`@moim/contract/user-ids`).

/**
 * Whether two login IDs name the same person. IDs are unique whatever their letter case
 * (`Mina95` and `mina95` are one account), so every comparison of people by ID, on the server
 * and on the screens, goes through here.
 */
export function sameUserId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
