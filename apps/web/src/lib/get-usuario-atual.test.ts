import { usuarioSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { carlos, maria } from '@/test/fixtures';
import { lerUsuario } from './get-usuario-atual';

const casos: [string, unknown][] = [
  ['Maria', maria],
  ['Carlos', carlos],
  ['extra keys', { ...maria, extra: 1, inscricao: { ...maria.inscricao, outro: 2 } }],
  ['not a uuid', { ...maria, id: '123' }],
  ['isAdvogado as text', { ...maria, isAdvogado: 'true' }],
  ['a permission missing', { ...maria, permissoes: { CLI_PermissaoAreaRestrita: false } }],
  ['a permission as text', { ...maria, permissoes: { ...maria.permissoes, CLI_PermissaoVotacao: 'false' } }],
  ['unknown UF', { ...maria, inscricao: { numero: '1', uf: 'XX', situacao: 'regular' } }],
  ['inscrição missing', { ...maria, inscricao: undefined }],
  ['an array', [maria]],
  ['null', null],
];

describe('lerUsuario', () => {
  it.each(casos)('agrees with usuarioSchema: %s', (_nome, dados) => {
    const esperado = usuarioSchema.safeParse(dados);
    if (esperado.success) expect(lerUsuario(dados)).toEqual(esperado.data);
    else expect(() => lerUsuario(dados)).toThrow('Resposta inválida de /usuario/me.');
  });
});
