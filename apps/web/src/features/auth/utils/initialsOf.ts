/** Avatar initials of a display name, shared with the server. */
export { initialsOf } from '@worksphere/contracts/light';
