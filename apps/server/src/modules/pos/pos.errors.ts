import { POS_MESSAGES } from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';

/** The point of sale's refusals, one way of making each for every service. */
export const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const orderNotFound = () => new AppError('NOT_FOUND', POS_MESSAGES.orderNotFound);
