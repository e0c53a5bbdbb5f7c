import { formatSecret, generateSecret, hashSecret, normalizeSecret, secretPrefix, verifySecret } from '../secret';

describe('application password secrets', () => {
  it('are 24 letters and digits, different each time', () => {
    const a = generateSecret();
    expect(a).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(generateSecret()).not.toBe(a);
  });

  it('are shown in groups of four and read back with or without the spaces', () => {
    const secret = 'abcdEFGH1234ijklMNOP5678';
    expect(formatSecret(secret)).toBe('abcd EFGH 1234 ijkl MNOP 5678');
    expect(normalizeSecret(formatSecret(secret))).toBe(secret);
    expect(normalizeSecret(secret)).toBe(secret);
    expect(secretPrefix(secret)).toBe('abcdEFGH');
  });

  it.each([[''], ['short'], ['abcdEFGH1234ijklMNOP5678x'], ['abcdEFGH1234ijklMNOP567!'], ['eyJhbGciOiJIUzI1NiJ9.e30.x']])(
    'refuses %p as no application password',
    (input) => expect(normalizeSecret(input)).toBeNull()
  );

  it('hashes with a salt and verifies only the same secret', async () => {
    const secret = generateSecret();
    const [one, two] = [await hashSecret(secret), await hashSecret(secret)];
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain(secret);
    await expect(verifySecret(secret, one)).resolves.toBe(true);
    await expect(verifySecret(secret, two)).resolves.toBe(true);
    await expect(verifySecret(generateSecret(), one)).resolves.toBe(false);
  });

  it.each([['bcrypt$x'], ['scrypt$16384$8$1$salt$short'], ['scrypt$x$8$1$c2FsdA$' + 'A'.repeat(43)]])('matches nothing with the malformed hash %p', async (stored) => {
    await expect(verifySecret(generateSecret(), stored)).resolves.toBe(false);
  });
});
