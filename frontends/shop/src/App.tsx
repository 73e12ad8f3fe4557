import { Title } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <Routes>
      <Route path="*" element={<Title>Paneli</Title>} />
    </Routes>
  );
}
