import { describe, expect, it } from 'vitest';
import {
  KV_DATABASE_SIZE, KV_DEFAULT_DRIVERS, KV_DEFAULT_VERSION, KV_ERRORS, KV_NAMESPACES, KV_SPEC_DRIVERS, KV_STORE_NAME,
  checkBusiness, checkKey, checkKvConfig, kvDatabaseName, parseValue, requireBusiness, serializeValue,
} from './kvConfig';

describe('section 9 constants', () => {
  it('names the eleven namespaces', () => {
    expect(KV_NAMESPACES).toEqual(['common', 'separation', 'mix', 'copy', 'community', 'activity', 'earn', 'micro axios-cache', 'md5-cache', 'web sdk', 'web3']);
  });
  it('has the database size, store name and version', () => {
    expect(KV_DATABASE_SIZE).toBe(4980736);
    expect(KV_STORE_NAME).toBe('keyvaluepairs');
    expect(KV_DEFAULT_VERSION).toBe(1);
  });
  it('tries the drivers in the order of section 4, memory last', () => {
    expect(KV_SPEC_DRIVERS).toEqual(['indexeddb', 'websql', 'localstorage']);
    expect(KV_DEFAULT_DRIVERS).toEqual(['indexeddb', 'websql', 'localstorage', 'memory']);
  });
  it('uses the messages of section 8', () => {
    expect(Object.values(KV_ERRORS)).toEqual(['No available storage method found.', 'Invalid arguments', 'Driver not found.', 'Please use setBusiness to set business...']);
  });
});

describe('checkKvConfig', () => {
  it('fills in the defaults', () => {
    expect(checkKvConfig(undefined)).toEqual({ business: null, version: 1, drivers: KV_DEFAULT_DRIVERS });
    expect(checkKvConfig({ business: 'mix' })).toEqual({ business: 'mix', version: 1, drivers: KV_DEFAULT_DRIVERS });
  });
  it('keeps a valid configuration, without repeated drivers', () => {
    expect(checkKvConfig({ business: 'web sdk', version: 3, drivers: ['localstorage', 'memory', 'localstorage'] })).toEqual({
      business: 'web sdk', version: 3, drivers: ['localstorage', 'memory'],
    });
  });
  it.each([null, 'mix', 1, ['mix']])('refuses a configuration that is not an object (%j)', (config) => {
    expect(() => checkKvConfig(config)).toThrow(KV_ERRORS.invalidArguments);
  });
  it.each(['1', null, NaN, Infinity, 0, -1, 1.5, true])('refuses version %j: it must be a (whole, positive) number', (version) => {
    expect(() => checkKvConfig({ version })).toThrow(KV_ERRORS.invalidArguments);
  });
  it('refuses an unknown business', () => {
    expect(() => checkKvConfig({ business: 'trading' })).toThrow(KV_ERRORS.invalidArguments);
  });
  it('refuses an empty or malformed driver list', () => {
    expect(() => checkKvConfig({ drivers: [] })).toThrow(KV_ERRORS.invalidArguments);
    expect(() => checkKvConfig({ drivers: 'indexeddb' })).toThrow(KV_ERRORS.invalidArguments);
  });
  it('refuses an unknown driver with its own message', () => {
    expect(() => checkKvConfig({ drivers: ['indexeddb', 'cookies'] })).toThrow(KV_ERRORS.driverNotFound);
    expect(() => checkKvConfig({ drivers: ['INDEXEDDB'] })).toThrow(KV_ERRORS.driverNotFound);
  });
});

describe('business, keys and values', () => {
  it('knows every namespace and only those', () => {
    for (const ns of KV_NAMESPACES) expect(checkBusiness(ns)).toBe(ns);
    for (const bad of ['', 'Mix', 'web-sdk', 'micro', null, 3]) expect(() => checkBusiness(bad)).toThrow(KV_ERRORS.invalidArguments);
  });
  it('asks for setBusiness when none is set', () => {
    expect(() => requireBusiness(null)).toThrow(KV_ERRORS.noBusiness);
    expect(requireBusiness('earn')).toBe('earn');
  });
  it('takes non-empty string keys', () => {
    expect(checkKey('a')).toBe('a');
    for (const bad of ['', 1, null, undefined, {}]) expect(() => checkKey(bad)).toThrow(KV_ERRORS.invalidArguments);
  });
  it('stores JSON and reads it back', () => {
    for (const value of [null, 0, 'x', true, [1, 'a'], { a: { b: [null] } }]) expect(parseValue(serializeValue(value))).toEqual(value);
  });
  it('refuses what JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const bad of [undefined, () => 1, Symbol('s'), 1n, cyclic]) expect(() => serializeValue(bad)).toThrow(KV_ERRORS.invalidArguments);
  });
  it('reads text that is not JSON as absent', () => {
    expect(parseValue(null)).toBeNull();
    expect(parseValue('{oops')).toBeNull();
  });
  it('names one database per namespace', () => {
    expect(new Set(KV_NAMESPACES.map(kvDatabaseName)).size).toBe(KV_NAMESPACES.length);
    expect(kvDatabaseName('web sdk')).toBe('kv/web sdk');
  });
});
