import { describe, expect, it } from 'vitest';
import { splitFullName } from './contact';

describe('splitFullName', () => {
  it('takes the first word as the name and the rest as the surnames', () => {
    expect(splitFullName('  Lucía   Martín García ')).toEqual({ firstName: 'Lucía', lastName: 'Martín García' });
    expect(splitFullName('Lucía')).toEqual({ firstName: 'Lucía', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });
});
