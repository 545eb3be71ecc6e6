/** How a screen learns whether the signed-in user is an admin (app/ passes its hook). */
export interface AdminAware {
  /** True for an admin; false or undefined (not known yet) otherwise. */
  useIsAdmin?: () => boolean | undefined;
}

export const notAdmin = (): boolean => false;
