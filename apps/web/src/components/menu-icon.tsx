import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  FileOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons named by the catalogue (the contract stays free of React). */
const icons: Record<string, ComponentType> = {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && icons[name]) || FileOutlined;
  return <Icon />;
}
