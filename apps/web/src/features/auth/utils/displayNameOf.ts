/** The one naming rule (full name, else username), shared with the server. */
export { displayNameOf } from '@worksphere/contracts/light';
