import { registerServiceWorker } from '../service-worker-updates';

function fakeContainer() {
  const registration = {
    waiting: null,
    installing: null,
    addEventListener: jest.fn(),
    update: jest.fn(() => Promise.resolve()),
  };
  return {
    container: {
      controller: null,
      addEventListener: jest.fn(),
      register: jest.fn(() => Promise.resolve(registration)),
    } as unknown as ServiceWorkerContainer,
    registration,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('registers /sw.js only once start-up has settled', async () => {
    const { container } = fakeContainer();
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    // jsdom's document has finished loading, so only `settled` holds the registration back.
    registerServiceWorker(container, settled);
    await flush();
    expect(container.register).not.toHaveBeenCalled();

    settle();
    await flush();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => registerServiceWorker(undefined, Promise.resolve())).not.toThrow();
  });
});
