import { parseArgs } from 'node:util';
import {
  criarPrimeiroAdministrador,
  dadosPrimeiroAdministradorSchema,
  PrimeiroAdministradorRecusado,
} from '../../apps/api/src/modules/acessos/index.js';
import { canalDeInvalidacao } from '../../apps/api/src/lib/canal-invalidacao.js';
import type { Subcomando } from '../admin.js';
import { abrirBanco } from './banco.js';
import type { SaidaDoComando } from './saida.js';

const USO = `Uso: npm run admin -- primeiro-administrador --cpf <CPF> --nome "<nome completo>" --email <e-mail>

Cria (ou promove, se o CPF já tem conta) a conta que gerencia os acessos, com as permissões
CLI_PermissaoAreaRestrita e CLI_PermissaoAcessos, e mostra um link de uso único (24 horas) em que a
pessoa define a senha. A verificação em duas etapas é configurada no primeiro login.
Recusa se alguma conta já tem CLI_PermissaoAcessos (depois do primeiro, os acessos se gerenciam em
/area-restrita/acessos). Com o banco embutido, pare o portal antes.`;

async function executar(args: string[], saida: SaidaDoComando): Promise<number> {
  let valores: Record<string, string | boolean | undefined>;
  try {
    valores = parseArgs({ args, options: { cpf: { type: 'string' }, nome: { type: 'string' }, email: { type: 'string' } }, strict: true }).values;
  } catch (err) {
    saida.erro(`${(err as Error).message.split('\n')[0]}\n\n${USO}`);
    return 2;
  }
  const lidos = dadosPrimeiroAdministradorSchema.safeParse(valores);
  if (!lidos.success) {
    saida.erro(`${lidos.error.issues.map((i) => i.message).join('\n')}\n\n${USO}`);
    return 2;
  }
  const banco = await abrirBanco(saida);
  if (!banco) return 1;
  try {
    const feito = await criarPrimeiroAdministrador(banco.db, lidos.data);
    if (feito.situacao === 'conta_promovida') {
      // A running portal on PostgreSQL forgets what it kept of this account's sessions (ADR 026).
      const { config } = banco;
      const canal = canalDeInvalidacao({
        redisUrl: config.redisUrl,
        databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
        db: banco.db,
      });
      await canal.publicar(`admin-cli|u:${feito.usuarioId}`).catch(() => {
        saida.erro('Aviso: não foi possível avisar o portal em execução; a mudança vale em até SESSION_CACHE_TTL_S segundos.');
      });
      await canal.fechar();
    }
    const linhas = [
      feito.situacao === 'conta_criada'
        ? `Conta criada para ${feito.nome} (${feito.email}) com CLI_PermissaoAreaRestrita e CLI_PermissaoAcessos.`
        : `A conta existente de ${feito.nome} (${feito.email}) recebeu CLI_PermissaoAreaRestrita e CLI_PermissaoAcessos; a senha não mudou.`,
    ];
    if (feito.segredoDoLink) {
      linhas.push(
        '',
        'Link para definir a senha (uso único, vale 24 horas; entregue-o só a essa pessoa):',
        `  ${banco.config.publicUrl}/resetpass/${feito.segredoDoLink}`,
      );
    }
    if (feito.sessoesEncerradas) linhas.push('', 'As sessões abertas dessa conta foram encerradas.');
    linhas.push(
      '',
      'No primeiro login (modo Colaborador, ou Usuário para quem é advogado), a pessoa configura a verificação em',
      'duas etapas; depois gerencia os acessos em /area-restrita/acessos.',
    );
    if (!banco.config.publicUrlDefinida) {
      linhas.push('', `Aviso: PUBLIC_URL não está definida; o link usa ${banco.config.publicUrl}.`);
    }
    saida.info(linhas.join('\n'));
    return 0;
  } catch (err) {
    if (err instanceof PrimeiroAdministradorRecusado) {
      saida.erro(err.message);
      return 1;
    }
    throw err;
  } finally {
    await banco.fechar();
  }
}

export const primeiroAdministrador: Subcomando = {
  resumo: 'cria a conta que gerencia os acessos (só quando ninguém tem CLI_PermissaoAcessos)',
  uso: USO,
  executar,
};
