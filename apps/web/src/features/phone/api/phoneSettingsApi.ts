import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPhoneNumberRequest,
  Call,
  CallSettings,
  PhoneNumberRecord,
  SimulateInboundCallRequest,
  SimulateInboundSmsRequest,
  SmsMessage,
  UpdateCallSettingsRequest,
  UpdatePhoneNumberRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { phoneKeys } from './phoneKeys';

/** GET /calls/numbers: the organisation's numbers, to call and text from. */
export function usePhoneNumbersQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: phoneKeys.numbers(),
    enabled,
    queryFn: async ({ signal }) => {
      const { numbers } = await apiRequest<{ numbers: PhoneNumberRecord[] }>('/calls/numbers', {
        signal,
      });
      return numbers;
    },
  });
}

/** POST /calls/numbers (admin) → 201 {number}. */
export function useAddPhoneNumberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddPhoneNumberRequest) => {
      const { number } = await apiRequest<{ number: PhoneNumberRecord }>('/calls/numbers', {
        method: 'POST',
        body: request,
      });
      return number;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.numbers() }),
  });
}

/** DELETE /calls/numbers/{id} (admin). */
export function useRemovePhoneNumberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/calls/numbers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.numbers() }),
  });
}

/** GET /calls/settings: provider, Twilio account (never its token), webhook addresses. */
export function useCallSettingsQuery() {
  return useQuery({
    queryKey: phoneKeys.settings(),
    queryFn: async ({ signal }) => {
      const { settings } = await apiRequest<{ settings: CallSettings }>('/calls/settings', {
        signal,
      });
      return settings;
    },
  });
}

/**
 * PUT /calls/numbers/{id} (admin) → {number}: who the number rings (everyone or chosen
 * members) and its voicemail greeting.
 */
export function useUpdatePhoneNumberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdatePhoneNumberRequest }) => {
      const { number } = await apiRequest<{ number: PhoneNumberRecord }>(
        `/calls/numbers/${encodeURIComponent(id)}`,
        { method: 'PUT', body: changes },
      );
      return number;
    },
    onSuccess: (updated) =>
      queryClient.setQueryData<PhoneNumberRecord[]>(phoneKeys.numbers(), (numbers) =>
        numbers?.map((record) => (record.id === updated.id ? updated : record)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.numbers() }),
  });
}

/** PUT /calls/settings (admin) → {settings}. */
export function useUpdateCallSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateCallSettingsRequest) => {
      const { settings } = await apiRequest<{ settings: CallSettings }>('/calls/settings', {
        method: 'PUT',
        body: request,
      });
      return settings;
    },
    onSuccess: (settings) => queryClient.setQueryData(phoneKeys.settings(), settings),
  });
}

/** POST /calls/simulate/inbound-call (admin, loopback) → 201 {call}. */
export function useSimulateInboundCallMutation() {
  return useMutation({
    mutationFn: async (request: SimulateInboundCallRequest) => {
      const { call } = await apiRequest<{ call: Call }>('/calls/simulate/inbound-call', {
        method: 'POST',
        body: request,
      });
      return call;
    },
  });
}

export type SimulateVoicemailVariables = { from: string; to: string; audio: File };

/** POST /calls/simulate/voicemail (admin, loopback; multipart from, to, audio) → 201 {call}. */
export function useSimulateVoicemailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to, audio }: SimulateVoicemailVariables) => {
      const formData = new FormData();
      // The fields before the file, so the server knows them when the upload arrives.
      formData.append('from', from);
      if (to) formData.append('to', to);
      formData.append('audio', audio, audio.name);
      const { call } = await apiRequest<{ call: Call }>('/calls/simulate/voicemail', {
        method: 'POST',
        formData,
      });
      return call;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.calls() }),
  });
}

/** POST /calls/simulate/inbound-sms (admin, loopback) → 201 {message}. */
export function useSimulateInboundSmsMutation() {
  return useMutation({
    mutationFn: async (request: SimulateInboundSmsRequest) => {
      const { message } = await apiRequest<{ message: SmsMessage }>('/calls/simulate/inbound-sms', {
        method: 'POST',
        body: request,
      });
      return message;
    },
  });
}
