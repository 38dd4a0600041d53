// A refusal of test control (loopback only, never on in production): read by the tests that drive
// the gateway, not by a user, so it stays English and outside the server catalogue.
export class ControlError extends Error {
  constructor(readonly code: string, message: string, readonly httpStatus = 400) {
    super(message);
  }
}
