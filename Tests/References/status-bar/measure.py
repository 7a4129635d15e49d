import sys, subprocess
def load(path):
    w,h = map(int, subprocess.check_output(['identify','-format','%w %h',path]).split())
    raw = subprocess.check_output(['convert',path,'-alpha','off','rgb:-'])
    return w,h,raw
cache={}
def bbox(path,x0,y0,x1,y1,pred):
    if path not in cache: cache[path]=load(path)
    w,h,raw=cache[path]
    xs=[];ys=[]
    for y in range(y0,y1):
        for x in range(x0,x1):
            i=(y*w+x)*3; p=raw[i:i+3]
            if pred(p[0],p[1],p[2]): xs.append(x); ys.append(y)
    if not xs: return None
    return (min(xs),min(ys),max(xs)+1,max(ys)+1)
def show(name,path,box,pred,scale):
    b=bbox(path,*box,pred)
    if b is None: print(name,'none'); return
    x0,y0,x1,y1=b
    print(f"{name}: px {x0}..{x1} x {y0}..{y1}  pt x {x0/scale:.2f}..{x1/scale:.2f} (w {(x1-x0)/scale:.2f}) y {y0/scale:.2f}..{y1/scale:.2f} (h {(y1-y0)/scale:.2f}) centre {(x0+x1)/2/scale:.2f},{(y0+y1)/2/scale:.2f}")
dark=lambda r,g,b: r+g+b<200
light=lambda r,g,b: r+g+b>500
black=lambda r,g,b: r+g+b<12
notwhite=lambda r,g,b: r+g+b<700
print("iPhone 14 (light, 3x)")
show('time','iphone14.png',(0,0,400,150),notwhite,3)
show('cell(no service)','iphone14.png',(880,0,965,150),notwhite,3)
show('wifi','iphone14.png',(965,0,1032,150),notwhite,3)
show('battery','iphone14.png',(1032,0,1170,150),notwhite,3)
show('homeind','iphone14.png',(0,2440,1170,2532),dark,3)
print("iPhone 15 Pro (dark bg, 3x)")
show('time','iphone15pro.png',(0,0,380,160),light,3)
show('island','iphone15pro.png',(380,0,800,160),black,3)
show('cell(no service)','iphone15pro.png',(820,0,915,160),lambda r,g,b: r+g+b>150,3)
show('wifi','iphone15pro.png',(915,0,990,160),light,3)
show('battery','iphone15pro.png',(990,0,1100,160),lambda r,g,b: r+g+b>150,3)
show('homeind','iphone15pro.png',(300,2500,880,2556),lambda r,g,b: 140<r+g+b<250 and abs(r-b)<30,3)
print("iPhone SE (2x)")
bg=lambda r,g,b: r+g+b<60
show('carrier','iphoneSE.png',(0,0,95,40),bg,2)
show('wifi','iphoneSE.png',(95,0,150,40),bg,2)
show('time','iphoneSE.png',(250,0,500,40),bg,2)
show('battery','iphoneSE.png',(650,0,750,40),bg,2)
