import type { TelephonyProvider } from './telephony-provider.js';

/**
 * The built-in provider: nothing leaves the server. A call is connected at once (until someone
 * hangs up) and a message is delivered at once, so the whole feature works with no account;
 * inbound calls and messages come from an admin's simulation.
 */
export const loopbackProvider: TelephonyProvider = {
  name: 'loopback',
  async placeCall() {
    return { sid: null, status: 'in-progress' };
  },
  async sendMessage() {
    return { sid: null, status: 'delivered' };
  },
  async endCall() {},
};
