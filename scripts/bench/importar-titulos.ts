// `npm run bench:titulos`: the títulos import (issue 34) on 1,000,000 lines. Outside the timed part it imports a
// registry of 100,000 lawyers (números 8000000 and up, e-mails @bench-titulos.invalid) and writes a títulos CSV to
// a temporary folder: ten títulos per lawyer (eight anuidades 2016–2023, most paid, the last ones open; a paid fee;
// another charge, open or cancelled), ids bench-titulo-N, so a second run is a re-import. Then it imports the file on
// the configured database (DATABASE_URL, else the embedded one in DATA_DIR with the portal stopped), imports it
// again, and prints seconds, lines/s and the peak RSS of each pass. Target: ≤ 300 s for the first import on
// PostgreSQL. BENCH_LINES changes the size (a multiple of 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importarTitulosComViraMais } from '../../apps/api/src/modules/viramais/importar-titulos-com-viramais.js';
import { importarInscritos } from '../../apps/api/src/modules/inscritos/importar-inscritos.js';
import { abrirBanco } from '../admin/banco.js';
import { SaidaDoComando } from '../admin/saida.js';

const LINHAS = Number(process.env.BENCH_LINES ?? 1_000_000);
const POR_PESSOA = 10;
const PESSOAS = Math.ceil(LINHAS / POR_PESSOA);
const META_S = 300;
const CABECALHO_INSCRITOS = 'numero;uf;tipo;situacao;data_inscricao;cpf;nome;nome_social;nascimento;email;celular';
const CABECALHO_TITULOS = 'id_externo;cpf;origem;exercicio;descricao;vencimento;valor;situacao;pago_em;valor_pago';

/** The i-th CPF: 9 digits from i (never all equal; apart from bench:inscritos' ones), then the two check digits. */
function cpfDe(i: number): string {
  const base = String(200_000_000 + i * 7).padStart(9, '0').split('').map(Number);
  const dv = (d: number[]) => {
    const r = (d.reduce((s, x, k) => s + x * (d.length + 1 - k), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

/** Writes `total` lines made by `linha(i)` under `cabecalho`, streaming. */
function escrever(arquivo: string, cabecalho: string, total: number, linha: (i: number) => string): Promise<void> {
  const saida = fs.createWriteStream(arquivo);
  return new Promise((resolve, reject) => {
    saida.on('error', reject);
    saida.write(`${cabecalho}\n`);
    let i = 0;
    const seguir = () => {
      while (i < total) {
        if (!saida.write(linha(i++))) {
          saida.once('drain', seguir);
          return;
        }
      }
      saida.end(resolve);
    };
    seguir();
  });
}

const inscrito = (n: number) => `${8_000_000 + n};GO;principal;regular;2010-0${(n % 9) + 1}-1${n % 10};${cpfDe(n)};Advogado Bench ${n};;1980-01-01;adv${n}@bench-titulos.invalid;\n`;

function titulo(i: number): string {
  const pessoa = Math.floor(i / POR_PESSOA);
  const k = i % POR_PESSOA;
  const cpf = cpfDe(pessoa);
  if (k < 8) {
    const ano = 2016 + k;
    const pago = k < 6 || pessoa % 3 !== 0;
    return `bench-titulo-${i};${cpf};anuidade;${ano};Anuidade ${ano};${ano}-03-31;${(850 + k * 25).toFixed(2).replace('.', ',')};${pago ? `pago;${ano}-03-2${k};${850 + k * 25}.00` : 'aberto;;'}\n`;
  }
  if (k === 8) return `bench-titulo-${i};${cpf};taxa;;Taxa de certidão;2022-06-10;45.5;pago;2022-06-09;45,50\n`;
  return `bench-titulo-${i};${cpf};outro;;Contribuição;2023-08-31;120;${pessoa % 2 === 0 ? 'aberto' : 'cancelado'};;\n`;
}

// A local bench, not a production install: without these, a DATABASE_URL alone is production and asks for the
// payment provider and SMTP (config/env.ts).
process.env.TESTE_LOCAL ??= 'true';
process.env.PUBLIC_URL ??= 'http://localhost:3000';

const saida = new SaidaDoComando();
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-titulos-'));
const arquivoInscritos = path.join(pasta, 'inscritos.csv');
const arquivo = path.join(pasta, 'titulos.csv');
let codigo = 0;
try {
  await escrever(arquivoInscritos, CABECALHO_INSCRITOS, PESSOAS, inscrito);
  await escrever(arquivo, CABECALHO_TITULOS, LINHAS, titulo);
  saida.info(`Arquivo: ${LINHAS.toLocaleString('pt-BR')} linhas, ${(fs.statSync(arquivo).size / 1e6).toFixed(1)} MB; ${PESSOAS.toLocaleString('pt-BR')} inscritos.`);
  const banco = await abrirBanco(saida);
  if (!banco) process.exit(1);
  saida.info(`Banco: ${banco.config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embutido (PGlite)'}`);
  try {
    const inicioCadastro = performance.now();
    const cadastro = await importarInscritos(banco.db, fs.createReadStream(arquivoInscritos));
    if (cadastro.erros.length > 0) throw new Error(`cadastro: linha ${cadastro.erros[0]!.linha}: ${cadastro.erros[0]!.motivo}`);
    saida.info(`cadastro (fora da medição): ${((performance.now() - inicioCadastro) / 1000).toFixed(1)} s, novos ${cadastro.novos}`);
    const rssAntes = process.resourceUsage().maxRSS / 1024;
    saida.info(`pico de RSS antes dos títulos: ${rssAntes.toFixed(0)} MB`);
    for (const passo of ['importação', 'reimportação']) {
      const inicio = performance.now();
      const r = await importarTitulosComViraMais(banco.db, fs.createReadStream(arquivo));
      const s = (performance.now() - inicio) / 1000;
      const rssMb = process.resourceUsage().maxRSS / 1024;
      saida.info(
        `${passo}: ${s.toFixed(1)} s, ${Math.round(r.linhasLidas / s).toLocaleString('pt-BR')} linhas/s, pico de RSS ${rssMb.toFixed(0)} MB — ` +
          `novos ${r.novos}, alterados ${r.alterados}, inalterados ${r.inalterados}, com erro ${r.comErro}`,
      );
      if (r.erros.length > 0) {
        saida.erro(r.erros.slice(0, 5).map((e) => `linha ${e.linha}: ${e.motivo}`).join('\n'));
        codigo = 1;
        break;
      }
      if (passo === 'importação' && s > META_S) {
        saida.erro(`FALHA: a importação passou de ${META_S} s.`);
        codigo = 1;
      }
    }
  } finally {
    await banco.fechar();
  }
} finally {
  fs.rmSync(pasta, { recursive: true, force: true });
}
process.exit(codigo);
