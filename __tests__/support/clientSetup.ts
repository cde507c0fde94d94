// react-router 7 reads TextEncoder/TextDecoder and builds a Request per navigation; jsdom provides neither.
import { TextDecoder, TextEncoder } from 'node:util';
import './navigationRequest';

Object.assign(globalThis, { TextEncoder, TextDecoder });
