import time
import paho.mqtt.publish as pub

def read_temp():
    with open('/sys/class/thermal/thermal_zone0/temp') as f:
        return int(f.read()) / 1000

while True:
    pub.single('home/office/temp', f'{read_temp():.1f}', hostname='localhost')
    time.sleep(60)
