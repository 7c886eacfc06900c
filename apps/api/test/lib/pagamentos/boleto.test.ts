import { describe, expect, it } from "vitest";
import { AppError } from "../../../src/lib/app-error.js";
import {
  codigoBarrasDaLinha,
  dataDoFator,
  decomporCodigoBarras,
  fatorVencimento,
  formatarLinha,
  gerarCodigoBarras,
  linhaDigitavel,
  mod10,
  mod11Boleto,
} from "../../../src/lib/pagamentos/boleto.js";

/** Adds days to a 'YYYY-MM-DD' date in UTC (test helper, independent of the module's own date math). */
function somarDias(dataIso: string, dias: number): string {
  return new Date(Date.parse(`${dataIso}T00:00:00Z`) + dias * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function erroDe(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("era esperado um erro");
}

describe("mod10", () => {
  it("weights 2,1 from the right and sums the digits of each product", () => {
    // 0019373700 from the right: 0·2 0·1 7·2=14→5 3·1 7·2=14→5 3·1 9·2=18→9 1·1 0·2 0·1 = 26 → DV 4
    expect(mod10("0019373700")).toBe("4");
    // 123: 3·2 + 2·1 + 1·2 = 10 → (10 − 0) % 10 = 0
    expect(mod10("123")).toBe("0");
    // 5: 5·2 = 10 → 1+0 = 1 → DV 9
    expect(mod10("5")).toBe("9");
  });
});

describe("mod11Boleto", () => {
  it("weights 2..9 from the right; 0, 10 and 11 become 1", () => {
    // 1234: 4·2 + 3·3 + 2·4 + 1·5 = 30; 30 % 11 = 8; 11 − 8 = 3
    expect(mod11Boleto("1234")).toBe("3");
    // weights cycle back to 2 after 9: 1000000000 → 1·(weight of 10th position from the right = 3) = 3; 11 − 3 = 8
    expect(mod11Boleto("1000000000")).toBe("8");
    // 0 → soma 0 → 11 → 1;  6 → 12 % 11 = 1 → 10 → 1
    expect(mod11Boleto("0")).toBe("1");
    expect(mod11Boleto("6")).toBe("1");
  });
});

describe("fatorVencimento", () => {
  it("follows the FEBRABAN factor, including the 22/02/2025 restart at 1000", () => {
    expect(fatorVencimento("2000-07-03")).toBe("1000");
    expect(fatorVencimento("2000-07-04")).toBe("1001");
    expect(fatorVencimento("2025-02-21")).toBe("9999");
    expect(fatorVencimento("2025-02-22")).toBe("1000");
    expect(fatorVencimento("2025-02-23")).toBe("1001");
    // the second cycle also lasts 9000 days: 22/02/2025 + 8999 days = 13/10/2049 is 9999, and the next day 1000
    expect(fatorVencimento("2049-10-13")).toBe("9999");
    expect(fatorVencimento("2049-10-14")).toBe("1000");
    // leap day
    expect(fatorVencimento("2028-02-29")).toBe(String(1000 + 1102));
  });

  it("rejects malformed or impossible dates and dates before 03/07/2000", () => {
    for (const d of [
      "2025-02-30",
      "2025-13-01",
      "25-02-22",
      "2025-2-22",
      "2025-02-22T00:00:00Z",
      "",
      "0099-01-01",
    ]) {
      expect(erroDe(() => fatorVencimento(d)).mensagem).toBe(
        "A data de vencimento deve ser uma data válida no formato AAAA-MM-DD.",
      );
    }
    expect(erroDe(() => fatorVencimento("2000-07-02")).mensagem).toBe(
      "A data de vencimento deve ser 03/07/2000 ou posterior.",
    );
  });
});

describe("dataDoFator", () => {
  it("picks the cycle closest to the reference date", () => {
    expect(dataDoFator("1000", "2001-01-01")).toBe("2000-07-03");
    expect(dataDoFator("1000", "2025-03-01")).toBe("2025-02-22");
    expect(dataDoFator(9999, "2025-03-01")).toBe("2025-02-21");
    expect(dataDoFator("1001", "2025-02-20")).toBe("2025-02-23");
    // 1500: 15/11/2001 in the first cycle, 07/07/2026 in the second
    expect(dataDoFator("1500", "2026-01-01")).toBe("2026-07-07");
    expect(dataDoFator("1500", "2002-01-01")).toBe("2001-11-15");
    // 5000 (16/06/2011 in the first cycle) read in mid-2025 is closer to 2036
    expect(dataDoFator("5000", "2025-06-01")).toBe(
      somarDias("2011-06-16", 9000),
    );
    expect(dataDoFator("5000", "2012-01-01")).toBe("2011-06-16");
  });

  it("round-trips with fatorVencimento for every day around the restarts", () => {
    for (const inicio of ["2024-12-01", "2049-08-01"]) {
      for (let i = 0; i < 200; i++) {
        const d = somarDias(inicio, i);
        expect(dataDoFator(fatorVencimento(d), d)).toBe(d);
        expect(dataDoFator(fatorVencimento(d), somarDias(d, -30))).toBe(d);
      }
    }
  });

  it("rejects factors outside 1000..9999", () => {
    for (const f of ["0000", "999", "0999", 10000, "abcd", 1000.5]) {
      expect(erroDe(() => dataDoFator(f, "2025-03-01")).mensagem).toBe(
        "O fator de vencimento deve ter 4 dígitos, de 1000 a 9999.",
      );
    }
  });
});

// Expected values computed independently (hand-written Python, digit by digit) from the FEBRABAN layout.
const VETORES = [
  {
    dados: {
      banco: "001",
      vencimento: "2025-03-10",
      valorCentavos: 123456,
      campoLivre: "0000001234567000000000017",
    },
    codigo: "00191101600001234560000001234567000000000017",
    linha: "00190.00009 01234.567004 00000.000174 1 10160000123456",
  },
  {
    dados: {
      banco: "237",
      vencimento: "2025-02-21",
      valorCentavos: 9_999_999_999,
      campoLivre: "1234567890123456789012345",
    },
    codigo: "23797999999999999991234567890123456789012345",
    linha: "23791.23454 67890.123457 67890.123457 7 99999999999999",
  },
  {
    dados: {
      banco: "104",
      vencimento: "2000-07-03",
      valorCentavos: 0,
      campoLivre: "9876543210987654321098765",
    },
    codigo: "10498100000000000009876543210987654321098765",
    linha: "10499.87652 43210.987657 43210.987657 8 10000000000000",
  },
];

describe("gerarCodigoBarras / linhaDigitavel / codigoBarrasDaLinha", () => {
  it.each(VETORES)(
    "builds barcode and line for banco $dados.banco",
    ({ dados, codigo, linha }) => {
      const gerado = gerarCodigoBarras(dados);
      expect(gerado).toBe(codigo);
      expect(gerado).toHaveLength(44);
      const l = linhaDigitavel(gerado);
      expect(l).toHaveLength(47);
      expect(formatarLinha(l)).toBe(linha);
      // round trip, formatted and unformatted
      expect(codigoBarrasDaLinha(linha)).toBe(codigo);
      expect(codigoBarrasDaLinha(l)).toBe(codigo);
      const partes = decomporCodigoBarras(gerado);
      expect(partes).toMatchObject({
        banco: dados.banco,
        moeda: "9",
        valorCentavos: dados.valorCentavos,
        campoLivre: dados.campoLivre,
      });
      expect(dataDoFator(partes.fator, dados.vencimento)).toBe(
        dados.vencimento,
      );
    },
  );

  it("the general DV covers all 43 other digits: changing the value changes it", () => {
    const a = gerarCodigoBarras({
      ...VETORES[0]!.dados,
      valorCentavos: 123456,
    });
    const b = gerarCodigoBarras({
      ...VETORES[0]!.dados,
      valorCentavos: 123457,
    });
    expect(a.slice(4, 5)).not.toBe(b.slice(4, 5));
  });

  it("detects a tampered digit in each field of the line", () => {
    const linha = linhaDigitavel(VETORES[0]!.codigo); // 0019000009 01234567004 00000000174 1 10160000123456
    const trocar = (pos: number) => {
      const d = linha[pos]!;
      return (
        linha.slice(0, pos) +
        String((Number(d) + 1) % 10) +
        linha.slice(pos + 1)
      );
    };
    const casos: [number, RegExp][] = [
      [2, /campo 1 não confere/],
      [9, /campo 1 não confere/], // the DV itself
      [12, /campo 2 não confere/],
      [25, /campo 3 não confere/],
      [32, /campo 4\) não confere/],
      [35, /campo 4\) não confere/], // factor
      [45, /campo 4\) não confere/], // value
    ];
    for (const [pos, msg] of casos) {
      const e = erroDe(() => codigoBarrasDaLinha(trocar(pos)));
      expect(e.statusCode).toBe(400);
      expect(e.codigo).toBe("LINHA_DIGITAVEL_INVALIDA");
      expect(e.mensagem).toMatch(msg);
    }
    // any single-digit change in fields 1–3 is caught (mod 10 detects every single substitution)
    for (let pos = 0; pos < 32; pos++) {
      for (let k = 1; k <= 9; k++) {
        const d = linha[pos]!;
        const adulterada =
          linha.slice(0, pos) +
          String((Number(d) + k) % 10) +
          linha.slice(pos + 1);
        expect(() => codigoBarrasDaLinha(adulterada)).toThrow(
          /Linha digitável inválida/,
        );
      }
    }
  });

  it("rejects lines of the wrong length or with other characters", () => {
    const l = linhaDigitavel(VETORES[0]!.codigo);
    for (const ruim of [
      l.slice(1),
      `${l}0`,
      `${l.slice(0, 46)}x`,
      l.replace(/^0/, "-"),
      "",
    ]) {
      expect(erroDe(() => codigoBarrasDaLinha(ruim)).mensagem).toBe(
        "A linha digitável deve ter 47 dígitos (pontos e espaços são aceitos).",
      );
    }
    expect(() => formatarLinha("123")).toThrow(/47 dígitos/);
  });

  it("linhaDigitavel refuses a barcode with a wrong general DV or length", () => {
    const c = VETORES[0]!.codigo;
    const ruim = `${c.slice(0, 4)}2${c.slice(5)}`;
    expect(erroDe(() => linhaDigitavel(ruim)).mensagem).toBe(
      "O dígito verificador do código de barras não confere.",
    );
    expect(erroDe(() => linhaDigitavel(c.slice(1))).mensagem).toBe(
      "O código de barras deve ter 44 dígitos.",
    );
  });

  it("validates the inputs of gerarCodigoBarras with Portuguese messages", () => {
    const base = VETORES[0]!.dados;
    expect(
      erroDe(() => gerarCodigoBarras({ ...base, banco: "01" })).mensagem,
    ).toBe("O código do banco deve ter 3 dígitos.");
    expect(
      erroDe(() => gerarCodigoBarras({ ...base, campoLivre: "123" })).mensagem,
    ).toBe("O campo livre deve ter 25 dígitos.");
    expect(
      erroDe(() =>
        gerarCodigoBarras({ ...base, valorCentavos: 10_000_000_000 }),
      ).mensagem,
    ).toBe("O valor do boleto não pode passar de R$ 99.999.999,99.");
    for (const v of [-1, 12.5, Number.NaN]) {
      expect(
        erroDe(() => gerarCodigoBarras({ ...base, valorCentavos: v })).codigo,
      ).toBe("BOLETO_INVALIDO");
    }
    expect(
      erroDe(() => gerarCodigoBarras({ ...base, vencimento: "10/03/2025" }))
        .codigo,
    ).toBe("BOLETO_INVALIDO");
  });
});
