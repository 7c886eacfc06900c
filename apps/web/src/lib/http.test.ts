import { afterEach, describe, expect, it, vi } from 'vitest';
import { criarClienteHttp, ehErroHttp, ErroHttp, montarUrl, serializarParams, transportePadrao, type RequisicaoHttp, type RespostaHttp } from './http';

/** A client whose wire records each call and answers `resposta`. */
function clienteGravando(resposta: RespostaHttp | ((req: RequisicaoHttp) => Promise<RespostaHttp>) = { status: 200, headers: {}, data: '' }) {
  const chamadas: RequisicaoHttp[] = [];
  const cliente = criarClienteHttp('/wsapp');
  cliente.defaults.transporte = async (req) => {
    chamadas.push(req);
    return typeof resposta === 'function' ? resposta(req) : resposta;
  };
  return { cliente, chamadas };
}

describe('params and URLs, as axios wrote them', () => {
  // The expected strings are what axios 1.21 (the client this one replaces) answered for the same input.
  it('encodes values like axios: spaces as +, ":", "," and "$" kept, the rest percent-encoded; null and undefined left out', () => {
    const params = {
      q: 'Maria da Silva: 12,3$ & ação/?#=+',
      pagina: 2,
      ativo: true,
      nulo: null,
      indef: undefined,
      ' chave ': 'x',
      d: new Date(Date.UTC(2026, 10, 26, 12)),
      "a'b": '(!~*)',
    };
    expect(montarUrl('/wsapp', '/area-restrita/contatos', params)).toBe(
      "/wsapp/area-restrita/contatos?q=Maria+da+Silva:+12,3$+%26+a%C3%A7%C3%A3o%2F%3F%23%3D%2B&pagina=2&ativo=true&chave=x&d=2026-11-26T12:00:00.000Z&a'b=(!~*)",
    );
  });

  it('joins the base URL, appends to an existing query, drops a fragment, and leaves absolute URLs alone', () => {
    expect(montarUrl('/wsapp', '/x?ja=1#frag', { p: 1 })).toBe('/wsapp/x?ja=1&p=1');
    expect(montarUrl('/wsapp', '/x', {})).toBe('/wsapp/x');
    expect(montarUrl('/', '/api/valida-jwt')).toBe('/api/valida-jwt');
    expect(montarUrl('/wsapp', 'https://exemplo.com/a', { p: 1 })).toBe('https://exemplo.com/a?p=1');
    expect(serializarParams(undefined)).toBe('');
  });

  it('hands the transport the URL as written, the params and the joined URL; a call may name its own base URL', async () => {
    const { cliente, chamadas } = clienteGravando();
    await cliente.get('/usuario/me', { params: { pagina: 2, termo: 'a b' } });
    await cliente.post('/api/valida-jwt', { token: 't' }, { baseURL: '/' });
    expect(chamadas.map((c) => [c.method, c.url, c.params, c.urlCompleta])).toEqual([
      ['GET', '/usuario/me', { pagina: 2, termo: 'a b' }, '/wsapp/usuario/me?pagina=2&termo=a+b'],
      ['POST', '/api/valida-jwt', undefined, '/api/valida-jwt'],
    ]);
  });
});

describe('bodies and headers', () => {
  it('sends plain data as JSON, FormData as is (the browser sets the boundary), and no body or Content-Type without data', async () => {
    const { cliente, chamadas } = clienteGravando();
    const formulario = new FormData();
    formulario.append('arquivo', new Blob(['x']), 'a.pdf');

    await cliente.post('/json', { nome: 'Maria', itens: [1] });
    await cliente.put('/vazio', {});
    await cliente.post('/multipart', formulario, { headers: { 'Content-Type': 'application/json' } });
    await cliente.post('/sem-corpo');
    await cliente.delete('/item', { headers: { 'x-chave-acompanhamento': 'K7QP' } });

    const [json, vazio, multipart, semCorpo, item] = chamadas;
    expect(json?.corpo).toBe('{"nome":"Maria","itens":[1]}');
    expect(json?.headers.get('Content-Type')).toBe('application/json');
    expect(vazio?.corpo).toBe('{}');
    expect(multipart?.corpo).toBe(formulario);
    expect(multipart?.headers.has('Content-Type')).toBe(false);
    expect(semCorpo?.corpo).toBeNull();
    expect(semCorpo?.headers.has('Content-Type')).toBe(false);
    expect(item?.method).toBe('DELETE');
    expect(item?.headers.get('x-chave-acompanhamento')).toBe('K7QP');
    for (const c of chamadas) expect(c.headers.get('Accept')).toBe('application/json, text/plain, */*');
  });

  it('a semIdentidade call leaves without Authorization even when one was set', async () => {
    const { cliente, chamadas } = clienteGravando();
    await cliente.get('/anonimo', { semIdentidade: true, headers: { Authorization: 'Bearer x' } });
    await cliente.get('/com-token', { headers: { Authorization: 'Bearer x' } });
    expect(chamadas.map((c) => c.headers.get('Authorization'))).toEqual([null, 'Bearer x']);
  });
});

describe('answers and errors', () => {
  it('answers { data, status, headers }, reading text as JSON when it parses', async () => {
    const { cliente } = clienteGravando({ status: 201, headers: { 'content-type': 'application/json' }, data: '{"id":7}' });
    await expect(cliente.post('/x', {})).resolves.toEqual({ status: 201, headers: { 'content-type': 'application/json' }, data: { id: 7 } });

    const texto = clienteGravando({ status: 200, headers: {}, data: 'ok, não é JSON' });
    expect((await texto.cliente.get('/x')).data).toBe('ok, não é JSON');
    const vazio = clienteGravando({ status: 204, headers: {}, data: '' });
    expect((await vazio.cliente.delete('/x')).data).toBe('');
  });

  it("keeps a blob answer as a Blob when responseType is 'blob'", async () => {
    const blob = new Blob(['{"a":1}'], { type: 'application/json' });
    const { cliente, chamadas } = clienteGravando({ status: 200, headers: {}, data: blob });
    expect((await cliente.get('/arquivo', { responseType: 'blob' })).data).toBe(blob);
    expect(chamadas[0]?.responseType).toBe('blob');
  });

  it('rejects any status outside 2xx with an ErroHttp carrying response { status, data, headers }', async () => {
    const { cliente } = clienteGravando(async (req): Promise<RespostaHttp> =>
      req.url === '/422'
        ? { status: 422, headers: { 'x-a': '1' }, data: '{"mensagem":"CPF inválido."}' }
        : { status: 503, headers: {}, data: '<html>' },
    );

    const erro = await cliente.get('/422').catch((e: unknown) => e);
    expect(ehErroHttp(erro)).toBe(true);
    expect(erro).toBeInstanceOf(ErroHttp);
    expect(erro).toBeInstanceOf(Error);
    const e = erro as ErroHttp;
    expect([e.message, e.code, e.config.url]).toEqual(['Request failed with status code 422', 'ERR_BAD_REQUEST', '/422']);
    expect(e.response).toEqual({ status: 422, headers: { 'x-a': '1' }, data: { mensagem: 'CPF inválido.' } });

    const servidor = (await cliente.get('/503').catch((x: unknown) => x)) as ErroHttp;
    expect([servidor.code, servidor.response?.status, servidor.response?.data]).toEqual(['ERR_BAD_RESPONSE', 503, '<html>']);
    expect(ehErroHttp(new Error('x'))).toBe(false);
  });

  it('a transport failure is a network error without response', async () => {
    const { cliente } = clienteGravando(() => Promise.reject(new TypeError('Failed to fetch')));
    const erro = (await cliente.get('/x').catch((e: unknown) => e)) as ErroHttp;
    expect(erro).toBeInstanceOf(ErroHttp);
    expect([erro.message, erro.code, erro.response]).toEqual(['Network Error', 'ERR_NETWORK', undefined]);
  });

  it('cancels through the signal: before sending (the wire is not touched) and while waiting', async () => {
    const antes = clienteGravando();
    const controle = new AbortController();
    controle.abort();
    const erro = (await antes.cliente.get('/x', { signal: controle.signal }).catch((e: unknown) => e)) as ErroHttp;
    expect([erro.code, erro.message]).toEqual(['ERR_CANCELED', 'canceled']);
    expect(antes.chamadas).toHaveLength(0);

    const durante = clienteGravando(
      (req) =>
        new Promise((_, rejeitar) => {
          req.signal?.addEventListener('abort', () => rejeitar(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const outro = new AbortController();
    const pendente = durante.cliente.get('/x', { signal: outro.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(durante.chamadas).toHaveLength(1));
    outro.abort();
    expect(((await pendente) as ErroHttp).code).toBe('ERR_CANCELED');
  });

  it('runs antesDeEnviar before each call and hands a failure to aoFalhar, whose answer the caller gets', async () => {
    const cliente = criarClienteHttp('/wsapp', {
      antesDeEnviar: async (config) => {
        config.headers.set('Authorization', 'Bearer t');
        return config;
      },
      aoFalhar: async (erro, config) => {
        if (ehErroHttp(erro) && erro.response?.status === 401 && !config._retentado) {
          config._retentado = true;
          return cliente.request(config);
        }
        throw erro;
      },
    });
    const vistos: (string | null)[] = [];
    cliente.defaults.transporte = async (req) => {
      vistos.push(req.headers.get('Authorization'));
      return { status: vistos.length === 1 ? 401 : 200, headers: {}, data: vistos.length };
    };
    await expect(cliente.get('/x')).resolves.toMatchObject({ status: 200, data: 2 });
    expect(vistos).toEqual(['Bearer t', 'Bearer t']);
  });
});

describe('the default transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes by fetch: method, URL, headers, body and signal; reads the headers and the text back', async () => {
    const fetchFalso = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"ok":true}', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' } }),
    );
    vi.stubGlobal('fetch', fetchFalso);
    const cliente = criarClienteHttp('/wsapp');
    const controle = new AbortController();

    const resposta = await cliente.post('/x', { a: 1 }, { params: { p: 'um dois' }, signal: controle.signal });

    expect(resposta).toEqual({ status: 200, data: { ok: true }, headers: expect.objectContaining({ 'content-disposition': 'attachment; filename="a.pdf"' }) });
    const [url, init] = fetchFalso.mock.calls[0] ?? [];
    expect(url).toBe('/wsapp/x?p=um+dois');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.signal).toBe(controle.signal);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it("reads the body as a Blob for responseType 'blob'", async () => {
    vi.stubGlobal('fetch', async () => new Response('%PDF', { status: 200 }));
    const resposta = await criarClienteHttp('/wsapp').get('/a.pdf', { responseType: 'blob' });
    // Node's Blob (fetch's) is not jsdom's, so no instanceof here; in the browser they are one.
    expect(Object.prototype.toString.call(resposta.data)).toBe('[object Blob]');
    expect(await (resposta.data as Blob).text()).toBe('%PDF');
  });

  describe('with onUploadProgress it goes by XMLHttpRequest', () => {
    class XhrFalso {
      static ultimo: XhrFalso | null = null;
      aberto: [string, string] | null = null;
      cabecalhos: Record<string, string> = {};
      enviado: unknown = undefined;
      abortado = false;
      responseType = '';
      status = 0;
      response: unknown = null;
      upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      constructor() {
        XhrFalso.ultimo = this;
      }
      open(metodo: string, url: string) {
        this.aberto = [metodo, url];
      }
      setRequestHeader(nome: string, valor: string) {
        this.cabecalhos[nome] = valor;
      }
      send(corpo: unknown) {
        this.enviado = corpo;
      }
      abort() {
        this.abortado = true;
        this.onabort?.();
      }
      getAllResponseHeaders() {
        return 'Content-Type: application/json\r\nX-Id: 7\r\n';
      }
    }

    it('reports the upload progress, sends the FormData and reads the answer', async () => {
      vi.stubGlobal('XMLHttpRequest', XhrFalso);
      const fetchFalso = vi.fn();
      vi.stubGlobal('fetch', fetchFalso);
      const corpo = new FormData();
      const progresso: { loaded: number; total?: number }[] = [];

      const pendente = criarClienteHttp('/wsapp').post('/requerimentos/1/documentos', corpo, {
        params: { chave: 'certidao' },
        headers: { Authorization: 'Bearer t' },
        onUploadProgress: (e) => progresso.push(e),
      });
      await vi.waitFor(() => expect(XhrFalso.ultimo?.enviado).toBe(corpo));
      const xhr = XhrFalso.ultimo as XhrFalso;
      xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
      xhr.upload.onprogress?.({ loaded: 80, total: 0, lengthComputable: false });
      xhr.status = 201;
      xhr.response = '{"id":"d1"}';
      xhr.onload?.();

      await expect(pendente).resolves.toEqual({ status: 201, data: { id: 'd1' }, headers: { 'content-type': 'application/json', 'x-id': '7' } });
      expect(progresso).toEqual([{ loaded: 50, total: 200 }, { loaded: 80 }]);
      expect(xhr.aberto).toEqual(['POST', '/wsapp/requerimentos/1/documentos?chave=certidao']);
      expect(xhr.cabecalhos).toMatchObject({ authorization: 'Bearer t' });
      expect(Object.keys(xhr.cabecalhos)).not.toContain('content-type');
      expect(xhr.responseType).toBe('text');
      expect(fetchFalso).not.toHaveBeenCalled();
    });

    it('aborts the upload through the signal, and a failed one is a network error', async () => {
      vi.stubGlobal('XMLHttpRequest', XhrFalso);
      const controle = new AbortController();
      const cancelado = criarClienteHttp('/wsapp')
        .post('/up', new FormData(), { signal: controle.signal, onUploadProgress: () => undefined })
        .catch((e: unknown) => e);
      await vi.waitFor(() => expect(XhrFalso.ultimo?.aberto).not.toBeNull());
      controle.abort();
      expect(((await cancelado) as ErroHttp).code).toBe('ERR_CANCELED');
      expect(XhrFalso.ultimo?.abortado).toBe(true);

      XhrFalso.ultimo = null;
      const falhou = transportePadrao({
        method: 'POST',
        url: '/up',
        urlCompleta: '/wsapp/up',
        headers: new Headers(),
        corpo: null,
        onUploadProgress: () => undefined,
      }).catch((e: unknown) => e);
      await vi.waitFor(() => expect(XhrFalso.ultimo?.aberto).not.toBeNull());
      (XhrFalso.ultimo as XhrFalso | null)?.onerror?.();
      expect(await falhou).toBeInstanceOf(TypeError);
    });
  });
});
