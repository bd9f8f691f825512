import { useContext } from 'react';
import { ServicesContext, type Services } from './servicesContext';

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesContext.Provider>');
  return services;
}
