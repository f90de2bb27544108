export default function Page() {
  return (
    <main>
      <h1>Halaman kosong</h1>
      <p>Halaman Next.js tanpa isi, pembanding untuk pengukuran kecepatan portal.</p>
    </main>
  );
}
