/** An account as the events about its own sign-in and factors name it. */
export const accountOf = (user: { id: string; email: string }) => ({
  id: user.id,
  email: user.email,
});
