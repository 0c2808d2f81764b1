import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/apiRequest';

/** POST /calls/transcribe/audio, multipart `audio` (spec 3 §7): answers the transcription. */
export function useTranscribeAudioMutation() {
  return useMutation({
    mutationFn: async (audio: File) => {
      const formData = new FormData();
      formData.append('audio', audio, audio.name);
      const { transcription } = await apiRequest<{ transcription: string }>(
        '/calls/transcribe/audio',
        { method: 'POST', formData },
      );
      return transcription;
    },
  });
}
