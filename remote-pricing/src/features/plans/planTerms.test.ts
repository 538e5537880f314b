import { describe, expect, it } from 'vitest';
import { featureGating, instalmentsCents } from './planTerms';

describe('instalments (spec §9)', () => {
  it('splits an amount in three, odd cents on the first payment', () => {
    expect(instalmentsCents(4900)).toEqual([1634, 1633, 1633]);
    expect(instalmentsCents(4900).reduce((sum, part) => sum + part, 0)).toBe(4900);
  });
});

describe('feature gating (spec §6)', () => {
  const gate = (feature: string) => featureGating.find((row) => row.feature === feature)!.availability;

  it('offers appointment links, transfers and SMS from PYME, live transfers and training from Empresa', () => {
    for (const feature of ['Enlaces para reservar citas', 'Transferencia de llamadas', 'Envío de SMS durante la llamada']) {
      expect(gate(feature)).toEqual({ autonomo: 'not-offered', pyme: 'included', empresa: 'included', enterprise: 'included' });
    }
    expect(gate('Transferencias en directo').pyme).toBe('not-offered');
    expect(gate('Entrenamiento con tus documentos').empresa).toBe('included');
  });

  it('prices the own number per plan and keeps outbound calls for Enterprise', () => {
    expect(gate('Integración de tu propio número')).toEqual({
      autonomo: 'not-offered',
      pyme: 'not-offered',
      empresa: 'one-off',
      enterprise: 'included',
    });
    const outbound = featureGating.find((row) => row.feature === 'Llamadas salientes y en frío')!;
    expect(Object.entries(outbound.availability).filter(([, value]) => value === 'included')).toEqual([
      ['enterprise', 'included'],
    ]);
    expect(outbound.note).toContain('Estados Unidos');
  });
});
