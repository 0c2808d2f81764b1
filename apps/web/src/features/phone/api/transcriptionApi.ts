import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranscriptionResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { phoneKeys } from './phoneKeys';

export type TranscribeVariables = {
  audio: File;
  /** A call of the log the transcription is kept with (the log then shows it). */
  callId?: string;
};

/** POST /calls/transcribe/audio, multipart `audio` (spec 3 §7): answers the transcription. */
export function useTranscribeAudioMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ audio, callId }: TranscribeVariables) => {
      const formData = new FormData();
      // The field before the file, so the server knows the call when the upload arrives.
      if (callId) formData.append('callId', callId);
      formData.append('audio', audio, audio.name);
      const { transcription } = await apiRequest<TranscriptionResponse>('/calls/transcribe/audio', {
        method: 'POST',
        formData,
      });
      return transcription;
    },
    onSuccess: (_transcription, { callId }) => {
      if (callId) void queryClient.invalidateQueries({ queryKey: phoneKeys.calls() });
    },
  });
}
