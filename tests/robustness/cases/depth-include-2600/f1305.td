include "f1306.td"
