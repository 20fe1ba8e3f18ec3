import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 5000, ./data and the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseMode).toBe('embedded');
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.SPEECH_ENGINE).toBe('pocketsphinx');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/cadence' });
    expect(config.databaseMode).toBe('postgres');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).databaseMode).toBe('embedded');
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SPEECH_ENGINE: 'siri' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
      expect(problems).toMatch(/^SPEECH_ENGINE: /m);
    }
  });

  it('needs ASSEMBLYAI_API_KEY when SPEECH_ENGINE=assemblyai', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai' })).toEqual([
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai', ASSEMBLYAI_API_KEY: '' })).toEqual([
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    // Reported together with other bad values, so one start shows every problem.
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai', PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT: /),
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    expect(problemsOf({ ASSEMBLYAI_BASE_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^ASSEMBLYAI_BASE_URL: /),
    ]);

    const config = loadConfig({
      SPEECH_ENGINE: 'assemblyai',
      ASSEMBLYAI_API_KEY: 'key',
      ASSEMBLYAI_BASE_URL: 'http://127.0.0.1:8080',
    });
    expect(config.ASSEMBLYAI_API_KEY).toBe('key');
    expect(config.ASSEMBLYAI_BASE_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ ASSEMBLYAI_API_KEY: 'key' }).SPEECH_ENGINE).toBe('pocketsphinx');
  });

  it('uses secure cookies when the public address is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cadence.example/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://cadence.example/' }).publicUrl).toBe(
      'https://cadence.example',
    );
    expect(loadConfig({}).cookieSecure).toBe(false);
  });
});
