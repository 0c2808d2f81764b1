import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeatherLocation } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { calendarKeys } from '../../calendar/api/calendarKeys';
import { settingsKeys } from './settingsKeys';

/** GET /weather/location: the organisation's location, or the spec's default without one. */
export function useWeatherLocationQuery() {
  return useQuery({
    queryKey: settingsKeys.weatherLocation(),
    queryFn: async ({ signal }) => {
      const { location } = await apiRequest<{ location: WeatherLocation }>('/weather/location', {
        signal,
      });
      return location;
    },
  });
}

/** PUT /weather/location (admin); the forecasts shown so far were for the old place. */
export function useUpdateWeatherLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (location: WeatherLocation) => {
      const { location: saved } = await apiRequest<{ location: WeatherLocation }>(
        '/weather/location',
        { method: 'PUT', body: location },
      );
      return saved;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.weatherLocation(), saved);
      await queryClient.invalidateQueries({ queryKey: calendarKeys.allWeather });
    },
  });
}
