/** Leaving the site (payment page, dashboard). An object so tests can replace `assign`. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
